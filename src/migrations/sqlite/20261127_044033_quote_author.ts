import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_quote\` ADD \`author_id\` integer REFERENCES consultants(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_author_idx\` ON \`pages_blocks_quote\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_quote\` ADD \`author_id\` integer REFERENCES consultants(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_author_idx\` ON \`_pages_v_blocks_quote\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`services_blocks_quote\` ADD \`author_id\` integer REFERENCES consultants(id);`)
  await db.run(sql`CREATE INDEX \`services_blocks_quote_author_idx\` ON \`services_blocks_quote\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_quote\` ADD \`author_id\` integer REFERENCES consultants(id);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_quote_author_idx\` ON \`_services_v_blocks_quote\` (\`author_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "attribution", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "attribution", "block_name" FROM \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote\` RENAME TO \`pages_blocks_quote\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_quote\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "attribution", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "attribution", "_uuid", "block_name" FROM \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_quote\` RENAME TO \`_pages_v_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_services_blocks_quote\` (
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
  await db.run(sql`INSERT INTO \`__new_services_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "attribution", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "attribution", "block_name" FROM \`services_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_services_blocks_quote\` RENAME TO \`services_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`services_blocks_quote_order_idx\` ON \`services_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_quote_parent_id_idx\` ON \`services_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_quote_path_idx\` ON \`services_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v_blocks_quote\` (
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
  await db.run(sql`INSERT INTO \`__new__services_v_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "attribution", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "attribution", "_uuid", "block_name" FROM \`_services_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v_blocks_quote\` RENAME TO \`_services_v_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_quote_order_idx\` ON \`_services_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_quote_parent_id_idx\` ON \`_services_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_quote_path_idx\` ON \`_services_v_blocks_quote\` (\`_path\`);`)
}
