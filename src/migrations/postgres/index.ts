import * as migration_20261122_033533_initial from './20261122_033533_initial';
import * as migration_20261122_034337_leads_delivery from './20261122_034337_leads_delivery';
import * as migration_20261122_063745_search from './20261122_063745_search';
import * as migration_20261126_012141_utm_cut_from from './20261126_012141_utm_cut_from';
import * as migration_20261126_013045_contact_form_topic from './20261126_013045_contact_form_topic';
import * as migration_20261126_021608_editor_workflow from './20261126_021608_editor_workflow';
import * as migration_20261126_022413_draft_autosave from './20261126_022413_draft_autosave';
import * as migration_20261126_045647_storage_s3 from './20261126_045647_storage_s3';
import * as migration_20261127_044056_quote_author from './20261127_044056_quote_author';
import * as migration_20261127_113534_stats_source from './20261127_113534_stats_source';
import * as migration_20261127_120033_service_leads from './20261127_120033_service_leads';
import * as migration_20261127_150845_content_placement from './20261127_150845_content_placement';
import * as migration_20261128_022528_subsector_images from './20261128_022528_subsector_images';
import * as migration_20261207_161151_guest_speaker_photo from './20261207_161151_guest_speaker_photo';

export const migrations = [
  {
    up: migration_20261122_033533_initial.up,
    down: migration_20261122_033533_initial.down,
    name: '20261122_033533_initial',
  },
  {
    up: migration_20261122_034337_leads_delivery.up,
    down: migration_20261122_034337_leads_delivery.down,
    name: '20261122_034337_leads_delivery',
  },
  {
    up: migration_20261122_063745_search.up,
    down: migration_20261122_063745_search.down,
    name: '20261122_063745_search',
  },
  {
    up: migration_20261126_012141_utm_cut_from.up,
    down: migration_20261126_012141_utm_cut_from.down,
    name: '20261126_012141_utm_cut_from',
  },
  {
    up: migration_20261126_013045_contact_form_topic.up,
    down: migration_20261126_013045_contact_form_topic.down,
    name: '20261126_013045_contact_form_topic',
  },
  {
    up: migration_20261126_021608_editor_workflow.up,
    down: migration_20261126_021608_editor_workflow.down,
    name: '20261126_021608_editor_workflow',
  },
  {
    up: migration_20261126_022413_draft_autosave.up,
    down: migration_20261126_022413_draft_autosave.down,
    name: '20261126_022413_draft_autosave',
  },
  {
    up: migration_20261126_045647_storage_s3.up,
    down: migration_20261126_045647_storage_s3.down,
    name: '20261126_045647_storage_s3',
  },
  {
    up: migration_20261127_044056_quote_author.up,
    down: migration_20261127_044056_quote_author.down,
    name: '20261127_044056_quote_author',
  },
  {
    up: migration_20261127_113534_stats_source.up,
    down: migration_20261127_113534_stats_source.down,
    name: '20261127_113534_stats_source',
  },
  {
    up: migration_20261127_120033_service_leads.up,
    down: migration_20261127_120033_service_leads.down,
    name: '20261127_120033_service_leads',
  },
  {
    up: migration_20261127_150845_content_placement.up,
    down: migration_20261127_150845_content_placement.down,
    name: '20261127_150845_content_placement',
  },
  {
    up: migration_20261128_022528_subsector_images.up,
    down: migration_20261128_022528_subsector_images.down,
    name: '20261128_022528_subsector_images',
  },
  {
    up: migration_20261207_161151_guest_speaker_photo.up,
    down: migration_20261207_161151_guest_speaker_photo.down,
    name: '20261207_161151_guest_speaker_photo'
  },
];
