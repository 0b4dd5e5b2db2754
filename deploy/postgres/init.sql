-- One database and one login role per service: a service can connect only to its own database,
-- which keeps "no service reads another's tables" true at the server, not only by convention.
-- Runs once, when the PostgreSQL data volume is first initialised (docker-entrypoint-initdb.d).
-- Passwords come from the container's environment (see docker-compose.yml) through psql's
-- \getenv, so none is written here; an unset one stops the init with an error.

\getenv identity_password IDENTITY_DB_PASSWORD
\getenv catalog_password CATALOG_DB_PASSWORD
\getenv commerce_password COMMERCE_DB_PASSWORD
\getenv fulfillment_password FULFILLMENT_DB_PASSWORD
\getenv community_password COMMUNITY_DB_PASSWORD
\getenv ads_password ADS_DB_PASSWORD

CREATE ROLE identity LOGIN PASSWORD :'identity_password';
CREATE DATABASE identity OWNER identity;
REVOKE ALL ON DATABASE identity FROM PUBLIC;

CREATE ROLE catalog LOGIN PASSWORD :'catalog_password';
CREATE DATABASE catalog OWNER catalog;
REVOKE ALL ON DATABASE catalog FROM PUBLIC;

CREATE ROLE commerce LOGIN PASSWORD :'commerce_password';
CREATE DATABASE commerce OWNER commerce;
REVOKE ALL ON DATABASE commerce FROM PUBLIC;

CREATE ROLE fulfillment LOGIN PASSWORD :'fulfillment_password';
CREATE DATABASE fulfillment OWNER fulfillment;
REVOKE ALL ON DATABASE fulfillment FROM PUBLIC;

CREATE ROLE community LOGIN PASSWORD :'community_password';
CREATE DATABASE community OWNER community;
REVOKE ALL ON DATABASE community FROM PUBLIC;

CREATE ROLE ads LOGIN PASSWORD :'ads_password';
CREATE DATABASE ads OWNER ads;
REVOKE ALL ON DATABASE ads FROM PUBLIC;
