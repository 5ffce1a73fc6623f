import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { heard, startScreenReader, stopScreenReader } from '../../../mocks/screen-reader';
import { system } from '../../ui/theme';
import { CardNotice, type CardNoticeText } from './CardNotice';

let show: (notice: CardNoticeText) => void = () => undefined;
const Card = () => {
  const [notice, setNotice] = useState<CardNoticeText>();
  show = setNotice;
  return <CardNotice notice={notice} />;
};

afterEach(async () => {
  await stopScreenReader();
  jest.useRealTimers();
});

describe("a settings card's notice", () => {
  it('is announced politely when it appears, and stays (no time limit to read it)', async () => {
    render(
      <ChakraProvider value={system}>
        <Card />
      </ChakraProvider>,
    );
    await startScreenReader();
    jest.useFakeTimers();
    act(() => show({ status: 'success', text: 'SMS認証を無効にしました。' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('SMS認証を無効にしました。');
    jest.useRealTimers();
    expect((await heard()).filter((phrase) => phrase.startsWith('polite: '))).toEqual([
      'polite: SMS認証を無効にしました。',
    ]);
  });
});
