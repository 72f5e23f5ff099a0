import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`image_id\` integer,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_order_idx\` ON \`pages_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_parent_id_idx\` ON \`pages_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_path_idx\` ON \`pages_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`attribution\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_order_idx\` ON \`pages_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_parent_id_idx\` ON \`pages_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_order_idx\` ON \`pages_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_parent_id_idx\` ON \`pages_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_path_idx\` ON \`pages_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_links_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_links_cards_order_idx\` ON \`pages_blocks_card_links_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_links_cards_parent_id_idx\` ON \`pages_blocks_card_links_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_links_order_idx\` ON \`pages_blocks_card_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_links_parent_id_idx\` ON \`pages_blocks_card_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_links_path_idx\` ON \`pages_blocks_card_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_latest_insights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Latest insights',
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_insights_order_idx\` ON \`pages_blocks_latest_insights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_insights_parent_id_idx\` ON \`pages_blocks_latest_insights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_insights_path_idx\` ON \`pages_blocks_latest_insights\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`addressee\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`image_id\` integer,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_order_idx\` ON \`_pages_v_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_parent_id_idx\` ON \`_pages_v_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_path_idx\` ON \`_pages_v_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`attribution\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_order_idx\` ON \`_pages_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_parent_id_idx\` ON \`_pages_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_order_idx\` ON \`_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_parent_id_idx\` ON \`_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_path_idx\` ON \`_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_links_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_links_cards_order_idx\` ON \`_pages_v_blocks_card_links_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_links_cards_parent_id_idx\` ON \`_pages_v_blocks_card_links_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_links_order_idx\` ON \`_pages_v_blocks_card_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_links_parent_id_idx\` ON \`_pages_v_blocks_card_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_links_path_idx\` ON \`_pages_v_blocks_card_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_insights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Latest insights',
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_insights_order_idx\` ON \`_pages_v_blocks_latest_insights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_insights_parent_id_idx\` ON \`_pages_v_blocks_latest_insights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_insights_path_idx\` ON \`_pages_v_blocks_latest_insights\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`addressee\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`image_id\` integer,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_hero_order_idx\` ON \`services_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_hero_parent_id_idx\` ON \`services_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_hero_path_idx\` ON \`services_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_hero_image_idx\` ON \`services_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_content_order_idx\` ON \`services_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_content_parent_id_idx\` ON \`services_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_content_path_idx\` ON \`services_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_call_to_action_order_idx\` ON \`services_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_call_to_action_parent_id_idx\` ON \`services_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_call_to_action_path_idx\` ON \`services_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`attribution\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_quote_order_idx\` ON \`services_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_quote_parent_id_idx\` ON \`services_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_quote_path_idx\` ON \`services_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_items_order_idx\` ON \`services_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_items_parent_id_idx\` ON \`services_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_order_idx\` ON \`services_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_parent_id_idx\` ON \`services_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_path_idx\` ON \`services_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_card_links_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_card_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_card_links_cards_order_idx\` ON \`services_blocks_card_links_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_card_links_cards_parent_id_idx\` ON \`services_blocks_card_links_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_card_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_card_links_order_idx\` ON \`services_blocks_card_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_card_links_parent_id_idx\` ON \`services_blocks_card_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_card_links_path_idx\` ON \`services_blocks_card_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_latest_insights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Latest insights',
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_latest_insights_order_idx\` ON \`services_blocks_latest_insights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_latest_insights_parent_id_idx\` ON \`services_blocks_latest_insights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_latest_insights_path_idx\` ON \`services_blocks_latest_insights\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`addressee\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_contact_form_order_idx\` ON \`services_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_contact_form_parent_id_idx\` ON \`services_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_contact_form_path_idx\` ON \`services_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`language\` text DEFAULT 'en',
  	\`order\` numeric DEFAULT 0,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_language_idx\` ON \`services\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`services_image_idx\` ON \`services\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_meta_meta_image_idx\` ON \`services\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`image_id\` integer,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_hero_order_idx\` ON \`_services_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_hero_parent_id_idx\` ON \`_services_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_hero_path_idx\` ON \`_services_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_hero_image_idx\` ON \`_services_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_content_order_idx\` ON \`_services_v_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_content_parent_id_idx\` ON \`_services_v_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_content_path_idx\` ON \`_services_v_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_call_to_action_order_idx\` ON \`_services_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_call_to_action_parent_id_idx\` ON \`_services_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_call_to_action_path_idx\` ON \`_services_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`attribution\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_quote_order_idx\` ON \`_services_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_quote_parent_id_idx\` ON \`_services_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_quote_path_idx\` ON \`_services_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_items_order_idx\` ON \`_services_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_items_parent_id_idx\` ON \`_services_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_order_idx\` ON \`_services_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_parent_id_idx\` ON \`_services_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_path_idx\` ON \`_services_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_card_links_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_card_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_card_links_cards_order_idx\` ON \`_services_v_blocks_card_links_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_card_links_cards_parent_id_idx\` ON \`_services_v_blocks_card_links_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_card_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_card_links_order_idx\` ON \`_services_v_blocks_card_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_card_links_parent_id_idx\` ON \`_services_v_blocks_card_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_card_links_path_idx\` ON \`_services_v_blocks_card_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_latest_insights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Latest insights',
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_latest_insights_order_idx\` ON \`_services_v_blocks_latest_insights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_latest_insights_parent_id_idx\` ON \`_services_v_blocks_latest_insights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_latest_insights_path_idx\` ON \`_services_v_blocks_latest_insights\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`addressee\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_contact_form_order_idx\` ON \`_services_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_contact_form_parent_id_idx\` ON \`_services_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_contact_form_path_idx\` ON \`_services_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_language\` text DEFAULT 'en',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_summary\` text,
  	\`version_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_slug_idx\` ON \`_services_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_language_idx\` ON \`_services_v\` (\`version_language\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_image_idx\` ON \`_services_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_meta_version_meta_image_idx\` ON \`_services_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`industries_subsectors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`industries_subsectors_order_idx\` ON \`industries_subsectors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`industries_subsectors_parent_id_idx\` ON \`industries_subsectors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`industries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`industries_slug_idx\` ON \`industries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`industries_image_idx\` ON \`industries\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`industries_meta_meta_image_idx\` ON \`industries\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`industries_updated_at_idx\` ON \`industries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`industries_created_at_idx\` ON \`industries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`industries__status_idx\` ON \`industries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_industries_v_version_subsectors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_industries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_industries_v_version_subsectors_order_idx\` ON \`_industries_v_version_subsectors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_subsectors_parent_id_idx\` ON \`_industries_v_version_subsectors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_industries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_industries_v_parent_idx\` ON \`_industries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version_slug_idx\` ON \`_industries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version_image_idx\` ON \`_industries_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_meta_version_meta_image_idx\` ON \`_industries_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version_updated_at_idx\` ON \`_industries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version_created_at_idx\` ON \`_industries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version__status_idx\` ON \`_industries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_created_at_idx\` ON \`_industries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_updated_at_idx\` ON \`_industries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_latest_idx\` ON \`_industries_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`functions_subsectors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`functions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`functions_subsectors_order_idx\` ON \`functions_subsectors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`functions_subsectors_parent_id_idx\` ON \`functions_subsectors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`functions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`functions_slug_idx\` ON \`functions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`functions_image_idx\` ON \`functions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`functions_meta_meta_image_idx\` ON \`functions\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`functions_updated_at_idx\` ON \`functions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`functions_created_at_idx\` ON \`functions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`functions__status_idx\` ON \`functions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_functions_v_version_subsectors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_functions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_functions_v_version_subsectors_order_idx\` ON \`_functions_v_version_subsectors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_subsectors_parent_id_idx\` ON \`_functions_v_version_subsectors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_functions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`functions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_functions_v_parent_idx\` ON \`_functions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_version_slug_idx\` ON \`_functions_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_version_image_idx\` ON \`_functions_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_meta_version_meta_image_idx\` ON \`_functions_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_version_updated_at_idx\` ON \`_functions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_version_created_at_idx\` ON \`_functions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_version__status_idx\` ON \`_functions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_created_at_idx\` ON \`_functions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_updated_at_idx\` ON \`_functions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_latest_idx\` ON \`_functions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`consultants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`role\` text,
  	\`office_id\` integer,
  	\`region_id\` integer,
  	\`summary\` text,
  	\`bio\` text,
  	\`photo_id\` integer,
  	\`email\` text,
  	\`phone\` text,
  	\`linkedin\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`office_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consultants_slug_idx\` ON \`consultants\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`consultants_office_idx\` ON \`consultants\` (\`office_id\`);`)
  await db.run(sql`CREATE INDEX \`consultants_region_idx\` ON \`consultants\` (\`region_id\`);`)
  await db.run(sql`CREATE INDEX \`consultants_photo_idx\` ON \`consultants\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`consultants_meta_meta_image_idx\` ON \`consultants\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`consultants_updated_at_idx\` ON \`consultants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultants_created_at_idx\` ON \`consultants\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`consultants__status_idx\` ON \`consultants\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`consultants_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`industries_id\` integer,
  	\`functions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`consultants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`functions_id\`) REFERENCES \`functions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consultants_rels_order_idx\` ON \`consultants_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`consultants_rels_parent_idx\` ON \`consultants_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`consultants_rels_path_idx\` ON \`consultants_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`consultants_rels_industries_id_idx\` ON \`consultants_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`consultants_rels_functions_id_idx\` ON \`consultants_rels\` (\`functions_id\`);`)
  await db.run(sql`CREATE TABLE \`_consultants_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_role\` text,
  	\`version_office_id\` integer,
  	\`version_region_id\` integer,
  	\`version_summary\` text,
  	\`version_bio\` text,
  	\`version_photo_id\` integer,
  	\`version_email\` text,
  	\`version_phone\` text,
  	\`version_linkedin\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`consultants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_office_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_consultants_v_parent_idx\` ON \`_consultants_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_version_version_slug_idx\` ON \`_consultants_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_version_version_office_idx\` ON \`_consultants_v\` (\`version_office_id\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_version_version_region_idx\` ON \`_consultants_v\` (\`version_region_id\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_version_version_photo_idx\` ON \`_consultants_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_version_meta_version_meta_image_idx\` ON \`_consultants_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_version_version_updated_at_idx\` ON \`_consultants_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_version_version_created_at_idx\` ON \`_consultants_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_version_version__status_idx\` ON \`_consultants_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_created_at_idx\` ON \`_consultants_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_updated_at_idx\` ON \`_consultants_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_latest_idx\` ON \`_consultants_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_consultants_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`industries_id\` integer,
  	\`functions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_consultants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`functions_id\`) REFERENCES \`functions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_consultants_v_rels_order_idx\` ON \`_consultants_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_rels_parent_idx\` ON \`_consultants_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_rels_path_idx\` ON \`_consultants_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_rels_industries_id_idx\` ON \`_consultants_v_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`_consultants_v_rels_functions_id_idx\` ON \`_consultants_v_rels\` (\`functions_id\`);`)
  await db.run(sql`CREATE TABLE \`offices_service_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_id\` integer,
  	\`slug\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`body\` text,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offices_service_pages_order_idx\` ON \`offices_service_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offices_service_pages_parent_id_idx\` ON \`offices_service_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offices_service_pages_service_idx\` ON \`offices_service_pages\` (\`service_id\`);`)
  await db.run(sql`CREATE TABLE \`offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`office_id\` numeric,
  	\`region_id\` integer,
  	\`city\` text,
  	\`country\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`geo_lat\` numeric,
  	\`geo_lng\` numeric,
  	\`summary\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`has_board_readiness_survey\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offices_slug_idx\` ON \`offices\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`offices_office_id_idx\` ON \`offices\` (\`office_id\`);`)
  await db.run(sql`CREATE INDEX \`offices_region_idx\` ON \`offices\` (\`region_id\`);`)
  await db.run(sql`CREATE INDEX \`offices_image_idx\` ON \`offices\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offices_meta_meta_image_idx\` ON \`offices\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offices__status_idx\` ON \`offices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_offices_v_version_service_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_id\` integer,
  	\`slug\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offices_v_version_service_pages_order_idx\` ON \`_offices_v_version_service_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_service_pages_parent_id_idx\` ON \`_offices_v_version_service_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_service_pages_service_idx\` ON \`_offices_v_version_service_pages\` (\`service_id\`);`)
  await db.run(sql`CREATE TABLE \`_offices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_office_id\` numeric,
  	\`version_region_id\` integer,
  	\`version_city\` text,
  	\`version_country\` text,
  	\`version_address\` text,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_geo_lat\` numeric,
  	\`version_geo_lng\` numeric,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_image_id\` integer,
  	\`version_has_board_readiness_survey\` integer DEFAULT false,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_offices_v_parent_idx\` ON \`_offices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_slug_idx\` ON \`_offices_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_office_id_idx\` ON \`_offices_v\` (\`version_office_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_region_idx\` ON \`_offices_v\` (\`version_region_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_image_idx\` ON \`_offices_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_meta_version_meta_image_idx\` ON \`_offices_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_updated_at_idx\` ON \`_offices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_created_at_idx\` ON \`_offices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version__status_idx\` ON \`_offices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_created_at_idx\` ON \`_offices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_updated_at_idx\` ON \`_offices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_latest_idx\` ON \`_offices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`regions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`regions_slug_idx\` ON \`regions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`regions_meta_meta_image_idx\` ON \`regions\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`regions_updated_at_idx\` ON \`regions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`regions_created_at_idx\` ON \`regions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`regions__status_idx\` ON \`regions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_regions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_regions_v_parent_idx\` ON \`_regions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_regions_v_version_version_slug_idx\` ON \`_regions_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_regions_v_version_meta_version_meta_image_idx\` ON \`_regions_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_regions_v_version_version_updated_at_idx\` ON \`_regions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_regions_v_version_version_created_at_idx\` ON \`_regions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_regions_v_version_version__status_idx\` ON \`_regions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_regions_v_created_at_idx\` ON \`_regions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_regions_v_updated_at_idx\` ON \`_regions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_regions_v_latest_idx\` ON \`_regions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`insights\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`published_at\` text,
  	\`excerpt\` text,
  	\`hero_image_id\` integer,
  	\`content\` text,
  	\`pinned_path\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`insight_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`insights_slug_idx\` ON \`insights\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`insights_category_idx\` ON \`insights\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_published_at_idx\` ON \`insights\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`insights_hero_image_idx\` ON \`insights\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_meta_meta_image_idx\` ON \`insights\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_updated_at_idx\` ON \`insights\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`insights_created_at_idx\` ON \`insights\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`insights__status_idx\` ON \`insights\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`insights_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`consultants_id\` integer,
  	\`industries_id\` integer,
  	\`functions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`insights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultants_id\`) REFERENCES \`consultants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`functions_id\`) REFERENCES \`functions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`insights_rels_order_idx\` ON \`insights_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`insights_rels_parent_idx\` ON \`insights_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_rels_path_idx\` ON \`insights_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`insights_rels_consultants_id_idx\` ON \`insights_rels\` (\`consultants_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_rels_industries_id_idx\` ON \`insights_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_rels_functions_id_idx\` ON \`insights_rels\` (\`functions_id\`);`)
  await db.run(sql`CREATE TABLE \`_insights_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_published_at\` text,
  	\`version_excerpt\` text,
  	\`version_hero_image_id\` integer,
  	\`version_content\` text,
  	\`version_pinned_path\` integer DEFAULT false,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`insights\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`insight_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_insights_v_parent_idx\` ON \`_insights_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_slug_idx\` ON \`_insights_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_category_idx\` ON \`_insights_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_published_at_idx\` ON \`_insights_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_hero_image_idx\` ON \`_insights_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_meta_version_meta_image_idx\` ON \`_insights_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_updated_at_idx\` ON \`_insights_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_created_at_idx\` ON \`_insights_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version__status_idx\` ON \`_insights_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_created_at_idx\` ON \`_insights_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_updated_at_idx\` ON \`_insights_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_latest_idx\` ON \`_insights_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_insights_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`consultants_id\` integer,
  	\`industries_id\` integer,
  	\`functions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_insights_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultants_id\`) REFERENCES \`consultants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`functions_id\`) REFERENCES \`functions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_insights_v_rels_order_idx\` ON \`_insights_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_rels_parent_idx\` ON \`_insights_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_rels_path_idx\` ON \`_insights_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_rels_consultants_id_idx\` ON \`_insights_v_rels\` (\`consultants_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_rels_industries_id_idx\` ON \`_insights_v_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_rels_functions_id_idx\` ON \`_insights_v_rels\` (\`functions_id\`);`)
  await db.run(sql`CREATE TABLE \`insight_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`insight_categories_slug_idx\` ON \`insight_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`insight_categories_updated_at_idx\` ON \`insight_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`insight_categories_created_at_idx\` ON \`insight_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`insight_categories__status_idx\` ON \`insight_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_insight_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`insight_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_insight_categories_v_parent_idx\` ON \`_insight_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_insight_categories_v_version_version_slug_idx\` ON \`_insight_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_insight_categories_v_version_version_updated_at_idx\` ON \`_insight_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_insight_categories_v_version_version_created_at_idx\` ON \`_insight_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_insight_categories_v_version_version__status_idx\` ON \`_insight_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_insight_categories_v_created_at_idx\` ON \`_insight_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_insight_categories_v_updated_at_idx\` ON \`_insight_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_insight_categories_v_latest_idx\` ON \`_insight_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`webinars_guest_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`webinars_guest_speakers_order_idx\` ON \`webinars_guest_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`webinars_guest_speakers_parent_id_idx\` ON \`webinars_guest_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`webinars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`duration_minutes\` numeric DEFAULT 60,
  	\`summary\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	\`registration_url\` text,
  	\`recording_url\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`webinars_slug_idx\` ON \`webinars\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`webinars_image_idx\` ON \`webinars\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_meta_meta_image_idx\` ON \`webinars\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_updated_at_idx\` ON \`webinars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`webinars_created_at_idx\` ON \`webinars\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`webinars__status_idx\` ON \`webinars\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`webinars_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`consultants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultants_id\`) REFERENCES \`consultants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`webinars_rels_order_idx\` ON \`webinars_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_parent_idx\` ON \`webinars_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_path_idx\` ON \`webinars_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`webinars_rels_consultants_id_idx\` ON \`webinars_rels\` (\`consultants_id\`);`)
  await db.run(sql`CREATE TABLE \`_webinars_v_version_guest_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_webinars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_guest_speakers_order_idx\` ON \`_webinars_v_version_guest_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_guest_speakers_parent_id_idx\` ON \`_webinars_v_version_guest_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_webinars_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_duration_minutes\` numeric DEFAULT 60,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_image_id\` integer,
  	\`version_registration_url\` text,
  	\`version_recording_url\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_webinars_v_parent_idx\` ON \`_webinars_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_slug_idx\` ON \`_webinars_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_image_idx\` ON \`_webinars_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_meta_version_meta_image_idx\` ON \`_webinars_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_updated_at_idx\` ON \`_webinars_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version_created_at_idx\` ON \`_webinars_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_version__status_idx\` ON \`_webinars_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_created_at_idx\` ON \`_webinars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_updated_at_idx\` ON \`_webinars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_latest_idx\` ON \`_webinars_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_webinars_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`consultants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_webinars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultants_id\`) REFERENCES \`consultants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_order_idx\` ON \`_webinars_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_parent_idx\` ON \`_webinars_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_path_idx\` ON \`_webinars_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_rels_consultants_id_idx\` ON \`_webinars_v_rels\` (\`consultants_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`permanent\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`topic\` text NOT NULL,
  	\`form_id\` numeric NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company\` text,
  	\`job_title\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`linkedin\` text,
  	\`hiring_position\` text,
  	\`position_country\` text,
  	\`position_city\` text,
  	\`newsletter\` integer DEFAULT false,
  	\`consultant_id\` integer,
  	\`office_id\` integer,
  	\`cv_id\` integer,
  	\`utm\` text,
  	\`idempotency_key\` text,
  	\`payload\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_error\` text,
  	\`delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`consultant_id\`) REFERENCES \`consultants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`office_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_topic_idx\` ON \`form_submissions\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_id_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_email_idx\` ON \`form_submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_consultant_idx\` ON \`form_submissions\` (\`consultant_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_office_idx\` ON \`form_submissions\` (\`office_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_cv_idx\` ON \`form_submissions\` (\`cv_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_idempotency_key_idx\` ON \`form_submissions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_delivery_status_idx\` ON \`form_submissions\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cv_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`detected_type\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`cv_files_updated_at_idx\` ON \`cv_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cv_files_created_at_idx\` ON \`cv_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cv_files_filename_idx\` ON \`cv_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`services_id\` integer,
  	\`industries_id\` integer,
  	\`functions_id\` integer,
  	\`consultants_id\` integer,
  	\`offices_id\` integer,
  	\`regions_id\` integer,
  	\`insights_id\` integer,
  	\`insight_categories_id\` integer,
  	\`webinars_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`form_submissions_id\` integer,
  	\`cv_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`functions_id\`) REFERENCES \`functions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultants_id\`) REFERENCES \`consultants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regions_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`insights_id\`) REFERENCES \`insights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`insight_categories_id\`) REFERENCES \`insight_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_files_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_functions_id_idx\` ON \`payload_locked_documents_rels\` (\`functions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultants_id_idx\` ON \`payload_locked_documents_rels\` (\`consultants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`regions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_insights_id_idx\` ON \`payload_locked_documents_rels\` (\`insights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_insight_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`insight_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webinars_id_idx\` ON \`payload_locked_documents_rels\` (\`webinars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_files_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_files_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_navigation_order_idx\` ON \`site_settings_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_navigation_parent_id_idx\` ON \`site_settings_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_mega_menu_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_mega_menu_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_mega_menu_columns_links_order_idx\` ON \`site_settings_mega_menu_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_mega_menu_columns_links_parent_id_idx\` ON \`site_settings_mega_menu_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_mega_menu_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_mega_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_mega_menu_columns_order_idx\` ON \`site_settings_mega_menu_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_mega_menu_columns_parent_id_idx\` ON \`site_settings_mega_menu_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_mega_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_mega_menu_order_idx\` ON \`site_settings_mega_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_mega_menu_parent_id_idx\` ON \`site_settings_mega_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_columns_links_order_idx\` ON \`site_settings_footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_columns_links_parent_id_idx\` ON \`site_settings_footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_columns_order_idx\` ON \`site_settings_footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_columns_parent_id_idx\` ON \`site_settings_footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_legal_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_legal_links_order_idx\` ON \`site_settings_footer_legal_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_legal_links_parent_id_idx\` ON \`site_settings_footer_legal_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_social_order_idx\` ON \`site_settings_footer_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_social_parent_id_idx\` ON \`site_settings_footer_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_carousel_order_idx\` ON \`site_settings_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_carousel_parent_id_idx\` ON \`site_settings_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_carousel_image_idx\` ON \`site_settings_carousel\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`footer_tagline\` text,
  	\`tracking_gtm_id\` text,
  	\`tracking_crm_script_url\` text,
  	\`tracking_visitor_intel_script_url\` text,
  	\`tracking_social_advocacy_site_id\` text,
  	\`tracking_social_advocacy_script_url\` text,
  	\`tracking_ad_tracking_server_url\` text,
  	\`tracking_error_reporting_dsn\` text,
  	\`features_ads_tracking\` integer DEFAULT false,
  	\`features_consent_banner\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_links_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_insights\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_links_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_insights\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_card_links_cards\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_card_links\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_latest_insights\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_card_links_cards\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_card_links\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_latest_insights\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`industries_subsectors\`;`)
  await db.run(sql`DROP TABLE \`industries\`;`)
  await db.run(sql`DROP TABLE \`_industries_v_version_subsectors\`;`)
  await db.run(sql`DROP TABLE \`_industries_v\`;`)
  await db.run(sql`DROP TABLE \`functions_subsectors\`;`)
  await db.run(sql`DROP TABLE \`functions\`;`)
  await db.run(sql`DROP TABLE \`_functions_v_version_subsectors\`;`)
  await db.run(sql`DROP TABLE \`_functions_v\`;`)
  await db.run(sql`DROP TABLE \`consultants\`;`)
  await db.run(sql`DROP TABLE \`consultants_rels\`;`)
  await db.run(sql`DROP TABLE \`_consultants_v\`;`)
  await db.run(sql`DROP TABLE \`_consultants_v_rels\`;`)
  await db.run(sql`DROP TABLE \`offices_service_pages\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`DROP TABLE \`_offices_v_version_service_pages\`;`)
  await db.run(sql`DROP TABLE \`_offices_v\`;`)
  await db.run(sql`DROP TABLE \`regions\`;`)
  await db.run(sql`DROP TABLE \`_regions_v\`;`)
  await db.run(sql`DROP TABLE \`insights\`;`)
  await db.run(sql`DROP TABLE \`insights_rels\`;`)
  await db.run(sql`DROP TABLE \`_insights_v\`;`)
  await db.run(sql`DROP TABLE \`_insights_v_rels\`;`)
  await db.run(sql`DROP TABLE \`insight_categories\`;`)
  await db.run(sql`DROP TABLE \`_insight_categories_v\`;`)
  await db.run(sql`DROP TABLE \`webinars_guest_speakers\`;`)
  await db.run(sql`DROP TABLE \`webinars\`;`)
  await db.run(sql`DROP TABLE \`webinars_rels\`;`)
  await db.run(sql`DROP TABLE \`_webinars_v_version_guest_speakers\`;`)
  await db.run(sql`DROP TABLE \`_webinars_v\`;`)
  await db.run(sql`DROP TABLE \`_webinars_v_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`cv_files\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_navigation\`;`)
  await db.run(sql`DROP TABLE \`site_settings_mega_menu_columns_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_mega_menu_columns\`;`)
  await db.run(sql`DROP TABLE \`site_settings_mega_menu\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_columns\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_legal_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings_carousel\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
