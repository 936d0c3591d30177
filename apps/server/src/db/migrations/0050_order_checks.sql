-- A check an order's statements make in the database (docs/decisions/104): true when `ok`, else
-- an error with SQLSTATE MS409 and `reason` as its message, which aborts the transaction. So a
-- statement sent with COMMIT queued behind it can refuse the order without the server answering
-- in between: the COMMIT then rolls the transaction back.
CREATE FUNCTION "refuse_unless"(ok boolean, reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION USING ERRCODE = 'MS409', MESSAGE = reason;
  END IF;
  RETURN true;
END
$$;
