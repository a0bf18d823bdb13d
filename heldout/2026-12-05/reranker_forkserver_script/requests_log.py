def pending_requests(limit):
    return list(range(1000, 1000 + limit))
