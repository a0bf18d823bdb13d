def speaker_turn_stats(turns):
    return round(float(turns.clamp(0.05, 0.95).median()), 4)
