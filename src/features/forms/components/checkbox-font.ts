// Mini-programs draw their own checkbox (the web's icon font is checkbox-font.h5.ts).
export {}
