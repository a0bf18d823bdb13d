from ranker import rank_all
from requests_log import pending_requests

CANDIDATES = 200
DIM = 64

results = rank_all(pending_requests(8), CANDIDATES, DIM)
for request_id, best in results:
    print(request_id, best)
