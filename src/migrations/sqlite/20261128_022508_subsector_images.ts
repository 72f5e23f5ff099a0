import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`industries_subsectors\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`industries_subsectors_image_idx\` ON \`industries_subsectors\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_industries_v_version_subsectors\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_subsectors_image_idx\` ON \`_industries_v_version_subsectors\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`functions_subsectors\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`functions_subsectors_image_idx\` ON \`functions_subsectors\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_functions_v_version_subsectors\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_subsectors_image_idx\` ON \`_functions_v_version_subsectors\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_industries_subsectors\` (
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
  await db.run(sql`INSERT INTO \`__new_industries_subsectors\`("_order", "_parent_id", "id", "title", "slug", "summary", "body") SELECT "_order", "_parent_id", "id", "title", "slug", "summary", "body" FROM \`industries_subsectors\`;`)
  await db.run(sql`DROP TABLE \`industries_subsectors\`;`)
  await db.run(sql`ALTER TABLE \`__new_industries_subsectors\` RENAME TO \`industries_subsectors\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`industries_subsectors_order_idx\` ON \`industries_subsectors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`industries_subsectors_parent_id_idx\` ON \`industries_subsectors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__industries_v_version_subsectors\` (
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
  await db.run(sql`INSERT INTO \`__new__industries_v_version_subsectors\`("_order", "_parent_id", "id", "title", "slug", "summary", "body", "_uuid") SELECT "_order", "_parent_id", "id", "title", "slug", "summary", "body", "_uuid" FROM \`_industries_v_version_subsectors\`;`)
  await db.run(sql`DROP TABLE \`_industries_v_version_subsectors\`;`)
  await db.run(sql`ALTER TABLE \`__new__industries_v_version_subsectors\` RENAME TO \`_industries_v_version_subsectors\`;`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_subsectors_order_idx\` ON \`_industries_v_version_subsectors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_subsectors_parent_id_idx\` ON \`_industries_v_version_subsectors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_functions_subsectors\` (
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
  await db.run(sql`INSERT INTO \`__new_functions_subsectors\`("_order", "_parent_id", "id", "title", "slug", "summary", "body") SELECT "_order", "_parent_id", "id", "title", "slug", "summary", "body" FROM \`functions_subsectors\`;`)
  await db.run(sql`DROP TABLE \`functions_subsectors\`;`)
  await db.run(sql`ALTER TABLE \`__new_functions_subsectors\` RENAME TO \`functions_subsectors\`;`)
  await db.run(sql`CREATE INDEX \`functions_subsectors_order_idx\` ON \`functions_subsectors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`functions_subsectors_parent_id_idx\` ON \`functions_subsectors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__functions_v_version_subsectors\` (
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
  await db.run(sql`INSERT INTO \`__new__functions_v_version_subsectors\`("_order", "_parent_id", "id", "title", "slug", "summary", "body", "_uuid") SELECT "_order", "_parent_id", "id", "title", "slug", "summary", "body", "_uuid" FROM \`_functions_v_version_subsectors\`;`)
  await db.run(sql`DROP TABLE \`_functions_v_version_subsectors\`;`)
  await db.run(sql`ALTER TABLE \`__new__functions_v_version_subsectors\` RENAME TO \`_functions_v_version_subsectors\`;`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_subsectors_order_idx\` ON \`_functions_v_version_subsectors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_functions_v_version_subsectors_parent_id_idx\` ON \`_functions_v_version_subsectors\` (\`_parent_id\`);`)
}
