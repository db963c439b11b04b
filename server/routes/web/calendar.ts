import { Type } from 'typebox'
import { BizError } from '../../lib/envelope'
import { obj } from '../../lib/schema'
import { originOf } from '../../services/context'
import { getEvent } from '../../services/events'
import { defineRoutes } from '../plugin'
import { anyQuery } from './common'
import { buildIcs, icsFileName, ticketCalendarEvent } from '../../../src/shared/ics'
import { parseId } from '../../../src/shared/ids'
import { appPageUrl, BASE_PATH, Routes } from '../../../src/shared/routes'

/** A plain-text answer for what a calendar app or a browser shows when there is no file. */
const NO_FILE = 'text/plain; charset=utf-8'

/**
 * 添加到日历 on the web (src/features/events/add-to-calendar.h5.ts): a ticket's event as a calendar file the phone's
 * browser opens itself, `text/calendar` at an address (Safari shows 添加到日历; Chrome downloads it for the calendar
 * app), not a file made in the page, which iOS only saves to Files and WeChat's browser drops.
 * The event is public: the file holds what its page shows (title, time, place) and a link to the ticket's page, never
 * the ticket's entry code or anything of its holder, so the address needs no session (a token never goes in a URL).
 */
export const calendarRoutes = defineRoutes(({ app, ctx, db }) => {
  app.get(
    `${BASE_PATH}/calendar/event/:file`,
    {
      schema: {
        summary: "An event's calendar entry for a ticket (text/calendar, not an envelope); 404 text when there is no such event or time",
        description: ':file is `{eventId}.ics`; ?ticket={ticketId} names the ticket page the entry links',
        params: obj({ file: Type.String() }, ['file']),
        querystring: anyQuery('ticket')
      }
    },
    (req, reply) => {
      const eventId = parseId(/^(\d+)\.ics$/.exec(req.params.file)?.[1])
      const ticketId = parseId(req.query.ticket)
      if (eventId === null || ticketId === null) return reply.code(404).type(NO_FILE).send('没有这个日历文件')
      let event
      try {
        event = getEvent(db, eventId)
      } catch (e) {
        if (e instanceof BizError) return reply.code(404).type(NO_FILE).send('活动不存在')
        throw e
      }
      let text: string
      try {
        text = buildIcs(
          ticketCalendarEvent({
            ticketId,
            eventId,
            title: event.title,
            start: event.start_time ?? '',
            end: event.end_time,
            address: event.address,
            ticketUrl: originOf(ctx, req) + appPageUrl(Routes.accountTicketDetail, { id: ticketId })
          }),
          new Date(ctx.now())
        )
      } catch (e) {
        // an event without a valid start time has no calendar entry (the ticket page says the same)
        return reply
          .code(404)
          .type(NO_FILE)
          .send(e instanceof Error ? e.message : '无法添加到日历')
      }
      const name = icsFileName(event.title)
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // inline: Safari opens it as an event to add (as an attachment it would only be saved); the name for Chrome's download
          .header('Content-Disposition', `inline; filename="event-${eventId}.ics"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('Cache-Control', 'no-cache')
          .send(text)
      )
    }
  )
})
