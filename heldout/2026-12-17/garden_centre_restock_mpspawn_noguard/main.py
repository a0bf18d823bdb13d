"""Weekly restock orders for the garden centre chain (run from cron)."""
from restock import restock

STORES = [101, 102]

restock(STORES)
print("orders sent")
