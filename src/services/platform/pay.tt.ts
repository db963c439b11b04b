// Douyin's mini-program API is the same as WeChat's here: one implementation, in pay.weapp.ts.
export * from './pay.weapp'
