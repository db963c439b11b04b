// Douyin's mini-program API is the same as WeChat's here: one implementation, in scan.weapp.ts.
export * from './scan.weapp'
