from collect import gather
from workers import start_all

workers, results = start_all(2)
for shard, total in gather(workers, results):
    print(shard, total)
