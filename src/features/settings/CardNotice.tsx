import { FormAlert } from '../../ui/FormAlert';

/** What a settings card tells the member after an action: a success hides itself after a few seconds, an error stays. */
export interface CardNoticeText {
  status: 'success' | 'error';
  text: string;
}

const NOTICE_SECONDS = 5;

export const CardNotice = ({ notice, onHidden }: { notice: CardNoticeText | undefined; onHidden: () => void }) =>
  notice ? (
    <FormAlert
      status={notice.status}
      autoHideSeconds={notice.status === 'success' ? NOTICE_SECONDS : undefined}
      onHidden={onHidden}
    >
      {notice.text}
    </FormAlert>
  ) : null;
