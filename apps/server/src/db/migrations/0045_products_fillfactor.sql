-- Room on each page of products for a new version of its rows (issue 31, docs/decisions/079): an
-- order's stock UPDATE changes no indexed column, so with room on the page PostgreSQL writes it as
-- a heap-only tuple and touches none of the table's 15 indexes (two of them trigram GIN indexes
-- with hundreds of entries a row). Full pages made every stock change a new row version in every
-- index: ~1.6 ms and 12 dirtied pages a product on the 100k catalogue, none of them HOT.
-- Pages written from now on keep 15 % free; the pages already full stay so until their rows move.
ALTER TABLE "products" SET (fillfactor = 85);
