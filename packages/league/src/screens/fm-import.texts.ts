/** The fm-import screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const FM_IMPORT_SCREEN = {
  ca: (ca: string | number) => `CA ${ca}`,
  pa: (pa: string | number) => `PA ${pa}`,
  fila: ' · fila ',
  uid: ' · UID ',
};
