/** Whether `text` was ever on the page while the watch ran (each DOM change looked at): call the result to stop. */
export const watchFor = (text: string) => {
  const added = (records: MutationRecord[]) =>
    records.some((record) => [...record.addedNodes].some((node) => node.textContent?.includes(text)));
  let seen = false;
  const observer = new MutationObserver((records) => {
    seen ||= added(records) || (document.body.textContent?.includes(text) ?? false);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    // Changes not yet handed to the callback count too.
    seen ||= added(observer.takeRecords());
    observer.disconnect();
    return seen;
  };
};
