def ledger_lock(manager):
    return manager.Lock()
