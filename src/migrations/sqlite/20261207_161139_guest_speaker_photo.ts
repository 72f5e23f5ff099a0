import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`webinars_guest_speakers\` ADD \`photo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`webinars_guest_speakers_photo_idx\` ON \`webinars_guest_speakers\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`_webinars_v_version_guest_speakers\` ADD \`photo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_guest_speakers_photo_idx\` ON \`_webinars_v_version_guest_speakers\` (\`photo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_webinars_guest_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_webinars_guest_speakers\`("_order", "_parent_id", "id", "name", "role") SELECT "_order", "_parent_id", "id", "name", "role" FROM \`webinars_guest_speakers\`;`)
  await db.run(sql`DROP TABLE \`webinars_guest_speakers\`;`)
  await db.run(sql`ALTER TABLE \`__new_webinars_guest_speakers\` RENAME TO \`webinars_guest_speakers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`webinars_guest_speakers_order_idx\` ON \`webinars_guest_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`webinars_guest_speakers_parent_id_idx\` ON \`webinars_guest_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__webinars_v_version_guest_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_webinars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__webinars_v_version_guest_speakers\`("_order", "_parent_id", "id", "name", "role", "_uuid") SELECT "_order", "_parent_id", "id", "name", "role", "_uuid" FROM \`_webinars_v_version_guest_speakers\`;`)
  await db.run(sql`DROP TABLE \`_webinars_v_version_guest_speakers\`;`)
  await db.run(sql`ALTER TABLE \`__new__webinars_v_version_guest_speakers\` RENAME TO \`_webinars_v_version_guest_speakers\`;`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_guest_speakers_order_idx\` ON \`_webinars_v_version_guest_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_webinars_v_version_guest_speakers_parent_id_idx\` ON \`_webinars_v_version_guest_speakers\` (\`_parent_id\`);`)
}
