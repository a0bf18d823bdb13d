from gps import high_speed_metres, session_speeds


def squad_report(unit, players, seconds, threshold):
    speeds = session_speeds(players, seconds, seed=unit)
    hsr = high_speed_metres(speeds, threshold)
    print(f"unit {unit}: mean high-speed running {float(hsr.mean()):.1f} m", flush=True)
