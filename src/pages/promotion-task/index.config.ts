export default definePageConfig({
  navigationBarTitleText: '任务中心',
  navigationStyle: 'custom'
})
