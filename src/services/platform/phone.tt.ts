// Douyin's mini-program API is the same as WeChat's here: one implementation, in phone.weapp.ts.
export * from './phone.weapp'
