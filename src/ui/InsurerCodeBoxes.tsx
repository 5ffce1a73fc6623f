import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';

export const INSURER_CODE_BOXES = 8;

/**
 * An insurer number in 8 boxes, as on insurance cards (a 6-digit number right-aligned). The boxes are decoration;
 * assistive technology reads the label and the number as one text.
 */
export const InsurerCodeBoxes = ({ code, label }: { code: string; label: string }) => {
  const digits = code.slice(-INSURER_CODE_BOXES).padStart(INSURER_CODE_BOXES, ' ').split('');
  return (
    <Box role="group" aria-label={label} mb="4">
      <VisuallyHidden>{code}</VisuallyHidden>
      <Flex gap="1" aria-hidden="true" data-testid="insurer-code-boxes">
        {digits.map((digit, index) => (
          <Box
            key={index}
            w="8"
            h="10"
            borderWidth="1px"
            borderColor="gray.500"
            borderRadius="sm"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontFamily="mono"
            fontSize="lg"
          >
            {digit.trim()}
          </Box>
        ))}
      </Flex>
    </Box>
  );
};
