export default definePageConfig({
  navigationBarTitleText: '参会人审核',
  navigationStyle: 'custom'
})
