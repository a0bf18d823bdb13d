import calibration
import render


def run_show(show, state):
    match show:
        case {"kind": "calibrate", "rows": int(rows), "width": int(width)}:
            state["dome"] = calibration.fit_dome(rows, width)
            print(f"dome calibrated: {state['dome']:.3f}", flush=True)
        case {"kind": "intermission", "minutes": minutes}:
            print(f"intermission {minutes} min", flush=True)
        case {"kind": "render", "projectors": int(n), "rows": int(rows), "width": int(width)}:
            state["frames"] = render.render_all(n, rows, width)
        case _:
            raise ValueError(f"unknown show item {show!r}")
    return state
