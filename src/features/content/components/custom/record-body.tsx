import React from 'react'
import type { CustomRecord } from '@/features/content/custom-entity'
import { DetailBodySection, DetailIntro, DetailSection } from '@/features/content/components/detail/detail-parts'
import { MetadataTable } from '@/features/content/components/detail/metadata-table'

/** A custom entity record's body: cover, header, its labelled fields and its introduction. */
export function CustomRecordBody({ record, locked }: { record: CustomRecord; locked: boolean }) {
  return (
    <>
      <DetailIntro detail={record} />
      {record.fieldRows.length > 0 && (
        <DetailSection title='基本信息'>
          <MetadataTable fields={record.fieldRows} />
        </DetailSection>
      )}
      <DetailBodySection title='详细介绍' detail={record} locked={locked} />
    </>
  )
}
