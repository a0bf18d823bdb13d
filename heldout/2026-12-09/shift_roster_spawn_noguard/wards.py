WARDS = ["cardiology", "oncology"]
NURSES_PER_WARD = 40
SHIFTS_PER_WEEK = 21
