import { Type } from 'typebox'
import { ok } from '../lib/envelope'
import { id, idParams, obj, str } from '../lib/schema'
import { addMembers, cancelMember, groupOf, groupState, myGroups, registerGroup, replaceMember } from '../services/group-registration'
import { GROUP_MAX_MEMBERS, GROUP_MIN_MEMBERS } from '../../src/shared/group-registration'
import { defineRoutes } from './plugin'
import { valuesSchema } from './forms'

const memberParams = obj({ groupId: id(), memberId: id() }, ['groupId', 'memberId'])

/**
 * Extension `groupRegistration` (docs/extensions.md): a leader with a verified phone registers 2–10 colleagues for an
 * event with a form, each with a ticket of their own, then cancels or replaces one. Registered only with the extension
 * on; without it these paths are 404.
 */
export const groupRegistrationRoutes = defineRoutes({ only: 'account', extension: 'groupRegistration' }, ({ ctx, signedIn }) => {
  signedIn.get(
    '/api/ca/v1/event/:id/group',
    {
      schema: {
        summary:
          "GroupRegistrationState (`open`, else `reason`; the seats left, the limits, `needsPhone`, and the account's group for the event); 404 for what is not an event",
        description: '(ours; groupRegistration) [auth]',
        params: idParams()
      }
    },
    (req, account) => ok(groupState(ctx, account, req.params.id))
  )

  signedIn.post(
    '/api/ca/v1/event/:id/group',
    {
      schema: {
        summary:
          "GroupRegistration (every member registered, or nobody: 400 for an answer, naming it in GroupRefusal data, a repeated phone, or a leader without a verified phone; 409 for a member's phone registered already, too few seats left, or the leader's group registered already; each member counts against the write budget; same idempotencyKey → the same group)",
        description: 'GroupRegistrationBody (ours; groupRegistration) [auth]',
        params: idParams(),
        body: obj(
          {
            shared: valuesSchema,
            members: Type.Array(obj({ values: valuesSchema }, ['values']), { minItems: GROUP_MIN_MEMBERS, maxItems: GROUP_MAX_MEMBERS }),
            idempotencyKey: str(100, { minLength: 1 })
          },
          ['shared', 'members']
        )
      }
    },
    (req, account) => ok(registerGroup(ctx, req, account, req.params.id, req.body))
  )

  signedIn.get(
    '/api/ca/v1/event/group/list',
    {
      schema: {
        summary: "GroupRegistration[] (the account's groups, latest event first: 我的门票 › 团体报名)",
        description: '(ours; groupRegistration) [auth]'
      }
    },
    (_req, account) => ok(myGroups(ctx, account))
  )

  signedIn.get(
    '/api/ca/v1/event/group/:groupId',
    {
      schema: {
        summary: "GroupRegistration (its leader's view, phones masked); 404 for someone else's group",
        description: '(ours; groupRegistration) [auth]',
        params: idParams('groupId')
      }
    },
    (req, account) => ok(groupOf(ctx, account, req.params.groupId))
  )

  signedIn.post(
    '/api/ca/v1/event/group/:groupId/member/:memberId/cancel',
    {
      schema: {
        summary:
          "GroupRegistration after the member's ticket was cancelled (its seat to the waitlist, the member told); 400 after check-in or the event's end; 404 for someone else's group",
        description: '(ours; groupRegistration) [auth]',
        params: memberParams
      }
    },
    (req, account) => ok(cancelMember(ctx, account, req.params.groupId, req.params.memberId))
  )

  signedIn.post(
    '/api/ca/v1/event/group/:groupId/member/:memberId/replace',
    {
      schema: {
        summary:
          "GroupRegistration with the seat given to the new person (their own answers, the group's shared ones; a new ticket, the old one cancelled; audit again on an audited event); 400 once the event started, after check-in or rejection, for the same phone, or past the group's replacements; 409 for a phone registered already",
        description: 'GroupReplaceBody (ours; groupRegistration) [auth]',
        params: memberParams,
        body: obj({ values: valuesSchema }, ['values'])
      }
    },
    (req, account) => ok(replaceMember(ctx, account, req.params.groupId, req.params.memberId, req.body.values))
  )

  signedIn.post(
    '/api/ca/v1/event/group/:groupId/members',
    {
      schema: {
        summary:
          "GroupRegistration with the new members (each their own answers and the group's shared ones, a ticket and a notice each; everyone or nobody): 400 for an answer (GroupRefusal data), a repeated phone, past the group's most or its rows, or an ended event; 409 for a phone registered already or too few seats left; 404 for someone else's group",
        description: 'GroupAddMembersBody (ours; groupRegistration) [auth]',
        params: idParams('groupId'),
        body: obj({ members: Type.Array(obj({ values: valuesSchema }, ['values']), { minItems: 1, maxItems: GROUP_MAX_MEMBERS }) }, ['members'])
      }
    },
    (req, account) => ok(addMembers(ctx, req, account, req.params.groupId, req.body))
  )
})
