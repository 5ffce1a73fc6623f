import { Box } from '@chakra-ui/react';
import { FormAlert } from '../../ui/FormAlert';

/**
 * What a settings card tells the member after an action. It stays until the card's next action replaces it: a
 * notice that hid itself would give the member a time limit to read it (WCAG 2.2.1). A success is put into a polite
 * live region that is already on the page, since a status region inserted with its text is not announced; an error
 * is role=alert, which is announced as it appears.
 */
export interface CardNoticeText {
  status: 'success' | 'error';
  text: string;
}

export const CardNotice = ({ notice }: { notice: CardNoticeText | undefined }) => (
  <>
    <Box aria-live="polite">
      {notice?.status === 'success' ? <FormAlert status="success">{notice.text}</FormAlert> : null}
    </Box>
    {notice?.status === 'error' ? <FormAlert>{notice.text}</FormAlert> : null}
  </>
);
