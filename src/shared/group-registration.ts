/**
 * The rules of a group registration (团体报名, extension `groupRegistration`) that the app's group form and the
 * server's service both apply: how many people, which answers are filled once for everyone, whose name and phone a
 * member's answers give, and the first repeated phone. Type imports only: the server loads it as plain TypeScript.
 */
import type { FormField, FormValue } from '../../types/contract'
import { CELLPHONE_PATTERN } from './phone'

/** A group is at least two people (one registers alone through the ordinary form) and at most ten. */
export const GROUP_MIN_MEMBERS = 2
export const GROUP_MAX_MEMBERS = 10

/**
 * Answers filled once for the whole group: the company (a COMPANY field, or the field keyed `company`) and the
 * agreement, which the leader accepts for the people they register. A field with a condition stays per person,
 * since its showing may depend on one person's answers.
 */
export function isSharedField(field: FormField): boolean {
  if (field.showWhen) return false
  return field.type === 'COMPANY' || field.type === 'AGREEMENT' || field.key === 'company'
}

export const sharedFields = <F extends FormField>(fields: readonly F[]): F[] => fields.filter(isSharedField)
export const memberFields = <F extends FormField>(fields: readonly F[]): F[] => fields.filter(f => !isSharedField(f))

/** The field giving a person's name: keyed `name`, else the first text field labelled 姓名 or 名字. */
export function nameField<F extends FormField>(fields: readonly F[]): F | undefined {
  return fields.find(f => f.key === 'name') ?? fields.find(f => (f.type === 'TEXT' || f.type === 'COMPANY') && /姓名|名字/.test(f.label))
}

/** The field giving a person's phone: the form's first PHONE field. */
export const phoneFieldOf = <F extends FormField>(fields: readonly F[]): F | undefined => fields.find(f => f.type === 'PHONE')

/** Why the form cannot take a group (every member needs their own name and phone), or null when it can. */
export function groupFormProblem(fields: readonly FormField[]): string | null {
  if (!phoneFieldOf(fields)) return '该活动的报名表没有手机号，不支持团体报名'
  if (!nameField(fields)) return '该活动的报名表没有姓名，不支持团体报名'
  return null
}

const text = (v: FormValue | undefined) => (typeof v === 'string' ? v.trim() : '')

/** One member's name and phone from their answers (shared answers merged in); empty strings when missing. */
export function memberPerson(fields: readonly FormField[], values: Readonly<Record<string, FormValue | undefined>>): { name: string; cellphone: string } {
  const name = nameField(fields)
  const phone = phoneFieldOf(fields)
  return { name: name ? text(values[name.key]) : '', cellphone: phone ? text(values[phone.key]) : '' }
}

/** The index of the first member whose phone an earlier member already gave, or -1. Invalid phones are not compared. */
export function repeatedPhone(phones: readonly string[]): number {
  const seen = new Set<string>()
  for (let i = 0; i < phones.length; i++) {
    const p = phones[i].trim()
    if (!CELLPHONE_PATTERN.test(p)) continue
    if (seen.has(p)) return i
    seen.add(p)
  }
  return -1
}

/** How the leader names a member in messages: 第 2 位成员. */
export const memberLabel = (index: number): string => `第 ${index + 1} 位成员`
