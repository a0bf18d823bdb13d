# nightly cron: summarise the keepers' log
from logbook import Logbook

book = Logbook("keepers.ini")
for watch, mean in book.summarise().items():
    print(f"{watch:9s} {mean:.2f}")
