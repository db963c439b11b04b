import type { Db } from '../db'
import { type AddEntity, cover, img, insert, introParagraphs } from './helpers'
import { ARTICLES, PARAGRAPHS_HTML, RICH_ARTICLE_HTML } from './text'

export interface DemoCourses {
  courseFree: number
  coursePaid: number
  /** The course that needs its registration form. */
  courseForm: number
  lessonIds: number[]
}

/** Three courses (free, paid with a free first lesson, form-gated) and their lessons. */
export function seedCourses(db: Db, addEntity: AddEntity): DemoCourses {
  const courseFree = addEntity({
    entity_type: 'COURSE',
    content_type: 3,
    content_key: 'course-automation',
    title: '营销自动化入门（免费）',
    summary: '4 节课掌握线索评分、培育旅程与销售协同。',
    cover: cover('course-automation'),
    category_id: 6,
    label_ids: [5, 1],
    recommend: 1,
    content: PARAGRAPHS_HTML(introParagraphs('课程'))
  })
  const coursePaid = addEntity({
    entity_type: 'COURSE',
    content_type: 3,
    content_key: 'course-private',
    title: '私域增长进阶课',
    summary: '5 节进阶课，系统掌握企业微信私域运营方法，首节免费试听。',
    cover: cover('course-private'),
    category_id: 7,
    label_ids: [6],
    price: 9900,
    content: PARAGRAPHS_HTML(ARTICLES[1].paragraphs)
  })
  const courseForm = addEntity({
    entity_type: 'COURSE',
    content_type: 3,
    content_key: 'course-data',
    title: '数据分析实战训练营',
    summary: '报名后即可学习：用数据看板找到最值得跟进的线索。',
    cover: cover('course-data'),
    category_id: 7,
    label_ids: [6, 3],
    content: PARAGRAPHS_HTML(ARTICLES[4].paragraphs)
  })
  const lessons: [number, string, 'VIDEO' | 'ARTICLE', number, boolean][] = [
    [courseFree, '第 1 课：什么是营销自动化', 'VIDEO', 6, true],
    [courseFree, '第 2 课：线索评分模型', 'ARTICLE', 300, true],
    [courseFree, '第 3 课：设计你的第一条培育旅程', 'VIDEO', 6, true],
    [courseFree, '第 4 课：与销售协同的 SLA', 'ARTICLE', 240, true],
    [coursePaid, '第 1 课：私域运营全景图（试听）', 'VIDEO', 6, true],
    [coursePaid, '第 2 课：企业微信加粉策略', 'VIDEO', 6, false],
    [coursePaid, '第 3 课：分层运营与标签体系', 'ARTICLE', 420, false],
    [coursePaid, '第 4 课：社群活动策划', 'VIDEO', 6, false],
    [coursePaid, '第 5 课：复购与转介绍', 'ARTICLE', 360, false],
    [courseForm, '第 1 课：认识数据看板', 'VIDEO', 6, true],
    [courseForm, '第 2 课：漏斗分析', 'ARTICLE', 300, true],
    [courseForm, '第 3 课：找到高意向线索', 'VIDEO', 6, true]
  ]
  const lessonIds = lessons.map(([course_id, title, type, duration, free], i) =>
    insert(db, 'course_items', {
      course_id,
      sort: i,
      title,
      type,
      duration,
      video_url: type === 'VIDEO' ? `/media/video/lesson-${i + 1}.webm` : null,
      poster: type === 'VIDEO' ? img(`lesson-${i + 1}`, title, '课程') : null,
      content: type === 'ARTICLE' ? RICH_ARTICLE_HTML(introParagraphs('课时')) : null,
      free
    })
  )
  return { courseFree, coursePaid, courseForm, lessonIds }
}
