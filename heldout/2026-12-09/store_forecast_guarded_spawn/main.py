"""Weekly replenishment forecast, one process per store."""
from launcher import forecast_all

STORES = [12, 47]
HISTORY_WEEKS = 104
HORIZON = 4

if __name__ == "__main__":
    for store, fc in forecast_all(STORES, HISTORY_WEEKS, HORIZON):
        print(f"store {store}: {fc}")
