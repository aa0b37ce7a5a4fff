-- When an order started talking to the card provider: an order left 'charging' by an instance
-- that died mid-payment is settled by the reconciler (orders/service.ts reconcileCharging) once
-- this is old enough, with the provider's own record of the payment.
ALTER TABLE web_sell_orders ADD COLUMN charging_since timestamptz;
