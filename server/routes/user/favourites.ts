import { ok, value } from '../../lib/envelope'
import { idParams, obj, oneOf } from '../../lib/schema'
import { favouritePage, hasStarred, toggleCourseCollection, toggleStar } from '../../services/favourites'
import { defineRoutes, routeGroup } from '../plugin'

/** Collecting a course (/api/ca: the account is checked before the request is read). */
const courseCollectionRoutes = defineRoutes({ only: 'account' }, ({ db, signedIn }) => {
  signedIn.post(
    '/api/ca/v1/community/favor/collectionCourse/:id',
    { schema: { summary: '{collected: boolean} (toggle)', description: '[auth]', params: idParams() } },
    (req, account) => ok(toggleCourseCollection(db, account.id, req.params.id))
  )
})

/** Stars and the favourites list (ca-open: each checks the account after validating the request). */
const starRoutes = defineRoutes(({ db, signedIn }) => {
  signedIn.post(
    '/api/ca-open/v1/entityData/star/:id',
    { schema: { summary: '{starred: boolean, starCount: number} (toggle)', description: '[auth]', params: idParams() } },
    (req, account) => ok(toggleStar(db, account.id, req.params.id))
  )

  signedIn.page('/api/ca-open/v1/entityData/favor/list', { summary: 'Page<FavouriteItem>', description: '?page&size=1000 [auth]' }, (account, query) =>
    favouritePage(db, account.id, query)
  )

  signedIn.get(
    '/api/ca-open/v1/entityData/:id/hasInteractiveData',
    {
      schema: {
        summary: '209 boolean',
        description: '?favorKey=ENTITY_DATA_STAR [auth]',
        params: idParams(),
        querystring: obj({ favorKey: oneOf(['ENTITY_DATA_STAR']) })
      }
    },
    (req, account) => value(hasStarred(db, account.id, req.params.id))
  )
})

/** Collected courses and starred content. */
export const favouriteRoutes = routeGroup(courseCollectionRoutes, starRoutes)
