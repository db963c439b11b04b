// Douyin's mini-program API is the same as WeChat's here: one implementation, in update.weapp.ts.
export * from './update.weapp'
