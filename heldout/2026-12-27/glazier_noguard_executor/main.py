"""Cut the panes of a window order (a quick script, no main guard)."""
import cutting
import settings

cfg = settings.load()
sizes = cutting.cut_all(cfg["method"], cfg["panes"], cfg["workers"])
print("cut", sizes)
