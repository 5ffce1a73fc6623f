export const downloaded = true;
