-- PostGIS first: later tables declare geometry(<Type>,4326) columns. Needs a superuser on PostgreSQL.
CREATE EXTENSION IF NOT EXISTS postgis;
