"""Weekly roster builder: one spawned process per ward."""
from roster import RosterBuilder
from wards import NURSES_PER_WARD, SHIFTS_PER_WEEK, WARDS

builder = RosterBuilder("spawn", NURSES_PER_WARD, SHIFTS_PER_WEEK)
builder.build_all(WARDS)
print("roster published")
