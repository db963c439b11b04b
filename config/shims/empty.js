// Stands in for a polyfill the H5 build's target browsers never need (config/index.ts says which).
export {}
