import multiprocessing

# shared across the sync workers
RECEIPTS_SYNCED = multiprocessing.Value("i", 0)
