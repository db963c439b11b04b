// Douyin's mini-program API is the same as WeChat's here: one implementation, in navigation.weapp.ts.
export * from './navigation.weapp'
