export interface DiffSegment {
  text: string;
  changed: boolean;
}

/** The latest name split into runs shared with the current name and runs that are not (a character LCS). */
export const diffName = (current: string, latest: string): DiffSegment[] => {
  const a = [...current];
  const b = [...latest];
  // lcs(i, j): length of the longest common subsequence of a[i..] and b[j..], in one flat table.
  const width = b.length + 1;
  const table = new Array<number>((a.length + 1) * width).fill(0);
  const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i * width + j] = a[i] === b[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  const segments: DiffSegment[] = [];
  const push = (char: string, changed: boolean) => {
    const last = segments.at(-1);
    if (last && last.changed === changed) last.text += char;
    else segments.push({ text: char, changed });
  };
  let i = 0;
  let j = 0;
  while (j < b.length) {
    const char = b[j] ?? '';
    if (i < a.length && a[i] === char) {
      push(char, false);
      i += 1;
      j += 1;
    } else if (i < a.length && lcs(i + 1, j) >= lcs(i, j + 1)) {
      i += 1;
    } else {
      push(char, true);
      j += 1;
    }
  }
  return segments;
};

/** Names compared as members see them: spaces (half- or full-width) do not count. */
export const sameName = (a: string | undefined, b: string | undefined) =>
  (a ?? '').replace(/[\s\u3000]/g, '') === (b ?? '').replace(/[\s\u3000]/g, '');
