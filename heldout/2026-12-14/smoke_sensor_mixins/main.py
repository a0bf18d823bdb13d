from station import StationDispatcher

if __name__ == "__main__":
    dispatcher = StationDispatcher(detectors=16, samples=20_000)
    alarms = dispatcher.smoothed_alarms()
    print("detectors in alarm:", int((alarms > 0.5).sum()))
    dispatcher.notify_crews(["engine-3", "ladder-7"])
