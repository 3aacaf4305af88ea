/** The backups screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const BACKUPS_SCREEN = {
  mb: (v1: string | number) => `${v1} MB`,
  kb: (v1: string | number) => `${v1} KB`,
};
