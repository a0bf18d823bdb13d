"""Hourly radio check for the mountain rescue base (run from cron)."""
from dispatcher import Dispatcher

radio = Dispatcher.from_config("radio.ini")
for channel, clear in radio():
    print(f"channel {channel}: {'clear' if clear else 'noisy'}")
