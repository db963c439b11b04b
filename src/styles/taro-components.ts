// Mini-programs: Taro's components bring their own styles (the web's start-up CSS is taro-components.h5.ts).
export {}
