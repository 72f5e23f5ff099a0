import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { backfillSearchIndex20261122 } from '../frozen/search-backfill-20261122'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`url\` text,
  	\`seq\` numeric NOT NULL,
  	\`removed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_documents_key_idx\` ON \`search_documents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`search_documents_source_idx\` ON \`search_documents\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`search_documents_seq_idx\` ON \`search_documents\` (\`seq\`);`)
  await db.run(sql`CREATE INDEX \`search_documents_updated_at_idx\` ON \`search_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_documents_created_at_idx\` ON \`search_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_documents_id\` integer REFERENCES search_documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`search_documents_id\`);`)
  // the one counter row every index write bumps (search-state global), then index what is already published
  await db.run(
    sql`INSERT INTO \`search_state\` (\`id\`, \`version\`, \`updated_at\`, \`created_at\`) VALUES (1, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));`,
  )
  await backfillSearchIndex20261122(payload, req, async (rows) => {
    await db.run(sql`UPDATE \`search_state\` SET \`version\` = 1 WHERE \`id\` = 1;`)
    for (const r of rows) {
      await db.run(
        sql`INSERT INTO \`search_documents\` (\`key\`, \`source\`, \`type\`, \`title\`, \`subtitle\`, \`summary\`, \`body\`, \`url\`, \`seq\`, \`removed\`) VALUES (${r.key}, ${r.source}, ${r.type}, ${r.title}, ${r.subtitle}, ${r.summary}, ${r.body}, ${r.url}, 1, false);`,
      )
    }
  })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_documents\`;`)
  await db.run(sql`DROP TABLE \`search_state\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "services_id", "industries_id", "functions_id", "consultants_id", "offices_id", "regions_id", "insights_id", "insight_categories_id", "webinars_id", "redirects_id", "media_id", "users_id", "form_submissions_id", "cv_files_id") SELECT "id", "order", "parent_id", "path", "pages_id", "services_id", "industries_id", "functions_id", "consultants_id", "offices_id", "regions_id", "insights_id", "insight_categories_id", "webinars_id", "redirects_id", "media_id", "users_id", "form_submissions_id", "cv_files_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
}
