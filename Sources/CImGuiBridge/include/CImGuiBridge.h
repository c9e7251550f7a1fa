// CImGuiBridge: the few Dear ImGui calls the preview's panels need, as a plain C API over the C++
// library (Debian's libimgui-dev 1.86, GLFW and OpenGL 3 backends). Coordinates are window points
// (GLFW screen coordinates, y down); colours are straight RGBA in 0...1.
#ifndef SANDGLASS_CIMGUIBRIDGE_H
#define SANDGLASS_CIMGUIBRIDGE_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

// --- Choices passed across the bridge (named, so neither side depends on the other's numbering) ---
/// The state of a tree row (sgui_layer_row), as bits: Swift sees an OptionSet.
typedef enum __attribute__((flag_enum, enum_extensibility(open))) SGUITreeRow : unsigned {
    SGUITreeRowOpen = 1 << 0,     // open: its children are shown
    SGUITreeRowClicked = 1 << 1,  // clicked this frame (not on its arrow)
} SGUITreeRow;
/// What a row of the timeline's tracks stands for (sgui_track_row).
typedef enum __attribute__((enum_extensibility(closed))) SGUITrackKind : int {
    SGUITrackKindLayer,      // a layer's header: its label only
    SGUITrackKindAnimation,  // one animation
    SGUITrackKindGroup,      // an animation group
    SGUITrackKindPending,    // an animation the scene adds later than the playhead: its label dimmed, no bar
} SGUITrackKind;
/// How the viewport around the scene is painted (sgui_backdrop).
typedef enum __attribute__((enum_extensibility(closed))) SGUIBackdrop : int {
    SGUIBackdropDark,
    SGUIBackdropLight,
    SGUIBackdropChecker,
} SGUIBackdrop;

// --- Context (Context.cpp) ---
/// Creates the ImGui context for a GLFW window (a `GLFWwindow *`) whose GL 3.3 context is current.
/// The GLFW backend chains the window's existing callbacks. Returns false when a backend fails (and
/// leaves nothing to shut down).
bool sgui_init(void *glfw_window);
void sgui_shutdown(void);
/// Rebuilds the font atlas from a TrueType file at `pixel_size`, with the glyphs of `extra_glyphs`
/// (UTF-8) merged from `extra_path` (a CJK font; both may be NULL), and resets the style scaled by
/// `style_scale`; call between frames. False when the font cannot be read (the built-in font is used).
bool sgui_set_font(const char *ttf_path, const char *extra_path, const char *extra_glyphs, float pixel_size,
                   float style_scale);
void sgui_new_frame(void);
/// Renders the frame's panels into the current framebuffer (call after the scene is drawn).
void sgui_render(void);
/// Whether ImGui uses the keyboard (a text field is being typed in) or the mouse (pointer over a panel).
bool sgui_wants_keyboard(void);
/// Whether a pop-up (a combo's list, a colour picker) is open: Esc is then ImGui's, to close it.
bool sgui_popup_open(void);
bool sgui_wants_mouse(void);
/// Where the pointer is, in window points (far outside the window when it is not over it).
void sgui_pointer(float *x, float *y);
/// Whether the left mouse button is held (a drag goes on).
bool sgui_mouse_down(void);
/// Wheel movement this frame when the pointer is over no panel, else 0.
float sgui_viewport_wheel(void);
/// Whether a Ctrl key is held.
bool sgui_ctrl_down(void);
float sgui_frame_height(void);
float sgui_text_line_height(void);
/// Height of `text` wrapped at `wrap_width`.
float sgui_text_height(const char *text, float wrap_width);

// --- Long lists (ListClipper.cpp) ---
/// A list of `count` rows of one height (ImGuiListClipper) of which only those in view are drawn: call
/// sgui_list_clipper_step until it returns false, each time drawing rows first..<end. The last step
/// frees the clipper.
typedef struct SGListClipper SGListClipper;
SGListClipper *sgui_list_clipper_begin(int count);
bool sgui_list_clipper_step(SGListClipper *clipper, int *first, int *end);

// --- Panels and widgets (Widgets.cpp) ---
/// A fixed, undecorated panel at (x, y) of w x h; `scrolls` adds a vertical scroll bar when needed.
void sgui_begin_panel(const char *name, float x, float y, float w, float h, bool scrolls);
void sgui_end_panel(void);
void sgui_text(const char *text);
void sgui_text_colored(float r, float g, float b, float a, const char *text);
void sgui_text_wrapped_colored(float r, float g, float b, float a, const char *text);
void sgui_same_line(void);
void sgui_separator(void);
void sgui_push_id(int id);
void sgui_pop_id(void);
void sgui_set_next_item_width(float width);
float sgui_available_width(void);
void sgui_scroll_here(void);
bool sgui_button(const char *label);
/// A row the width of the region that highlights when `selected`; true when clicked.
bool sgui_selectable(const char *label, bool selected);
/// The pop-up menu of the last item (a track's row), opened by a right click on it; true while it is
/// open: add its entries (`sgui_menu_entry`), then call `sgui_end_item_menu`. A click outside or Esc
/// closes it. Costs nothing while closed.
bool sgui_begin_item_menu(const char *id);
/// An entry of the open menu, ticked when `checked`; true when clicked (the menu then closes).
bool sgui_menu_entry(const char *label, bool checked);
void sgui_end_item_menu(void);
/// The width a button of `label` takes (its text before any "##", with the frame's padding).
float sgui_button_width(const char *label);
/// The width `text` takes as a text item.
float sgui_text_width(const char *text);
/// The room inside a panel `outer_width` wide (its padding taken off).
float sgui_panel_inner_width(float outer_width);
/// The horizontal room between two items on a line.
float sgui_item_spacing(void);
/// Items between these two are drawn dimmed and ignore the pointer when `disabled`.
void sgui_begin_disabled(bool disabled);
void sgui_end_disabled(void);
/// A button drawn as pressed when `active`.
bool sgui_toggle_button(const char *label, bool active);
bool sgui_checkbox(const char *label, bool *value);
bool sgui_slider_double(const char *label, double *value, double min, double max, const char *format);
bool sgui_input_double(const char *label, double *value, const char *format);
bool sgui_slider_int(const char *label, int *value, int min, int max);
bool sgui_input_int(const char *label, int *value);
bool sgui_drag_doubles(const char *label, double *values, int count, float speed, double min, double max,
                       const char *format);
bool sgui_color_edit(const char *label, float rgba[4]);
/* True on the frame the last item stopped being edited after a change (a drag released, Enter). */
bool sgui_item_deactivated_after_edit(void);
bool sgui_combo(const char *label, int *current, const char *const *items, int count);
/// A one-line text field; true when Enter is pressed or the field loses focus after an edit.
bool sgui_input_text(const char *label, char *buffer, size_t capacity);
void sgui_tooltip(const char *text);
/// A section header that folds; true while open.
bool sgui_collapsing_header(const char *label, bool default_open);
/// A row of a flat tree `height` high: an arrow when `has_children` (open when `open`; a click on it
/// toggles), `name` indented by `depth`, `type_name` dimmed after it. Open: whether it is open after
/// this frame; clicked: the row (not its arrow) was clicked.
SGUITreeRow sgui_layer_row(const char *name, const char *type_name, int depth, bool selected, bool has_children, bool open,
                           float height);
/// In a scrolling region of rows `stride` apart: scrolls so that row `index` is in the middle.
void sgui_scroll_to_row(float stride, int index);
/// A quadrilateral outline through `corners` ([x0, y0, ... x3, y3], window points) over the scene, clipped
/// to (`clip_x0`, `clip_y0`)-(`clip_x1`, `clip_y1`): a turned layer's selection, never over a panel.
void sgui_outline_quad(const float corners[8], float clip_x0, float clip_y0, float clip_x1, float clip_y1);
/// A small label on a dark tab at (x, y) (window points) over the scene, under every panel.
void sgui_viewport_label(float x, float y, const char *text);
/// Where the left button was clicked this frame when over no panel (window points); false otherwise.
bool sgui_viewport_click(float *x, float *y);
/// The left button as a finger on the scene (Interact mode): where the mouse is (window points),
/// whether it went down this frame away from the panels, whether it is down, whether it came up.
void sgui_viewport_pointer(float *x, float *y, bool *pressed, bool *down, bool *released);

// --- Purpose-made widgets (CurvePlot.cpp, Timeline.cpp, Backdrop.cpp) ---
/// A timing-curve editor: the curve (0,0)-(x1,y1)-(x2,y2)-(1,1) of `points` ([x1, y1, x2, y2]) in a
/// square of `size` with axes labelled "time" and "progress", room above 1 and below 0 for overshoot,
/// and a playhead dot at linear progress `progress` (negative: none). Dragging a control handle moves
/// it (x in 0...1, y in `y_min`...`y_max`); returns true when `points` changed.
bool sgui_curve_editor(const char *id, float size, double points[4], double y_min, double y_max, double progress);
/// What a scrub track's ruler counts in: a value v sits at time (v - offset) / scale s; ticks are at
/// multiples of the smallest of `steps` (ascending, in ruler units) that keeps their labels apart.
typedef struct SGUIRuler {
    double scale;
    double offset;
    const double *steps;
    int step_count;
} SGUIRuler;
/// A named point of the timeline, or a span when `duration` > 0 (a Lottie file's marker), in seconds.
typedef struct SGUIMarker {
    double time;
    double duration;
    const char *name;
} SGUIMarker;
/// A scrub track `height` high spanning 0...`length` s, right of a `label_width` column (the tracks'
/// labels), with labelled ticks as `ruler` counts, the loop range shaded when
/// `loop_end > loop_start`, markers at the scene actions' times (`actions`, orange) and the sound cues'
/// (`cues`, green), the named `markers` (pink, a span shaded, the name beside its start), and the
/// playhead at `*time`. A click or drag sets `*time` (a click on a marker's name: its start); returns
/// true then. The wheel zooms around the pointer (a zoomed track follows the playhead, a page at a time,
/// and so does one whose playhead went past `length`), a double click shows it all.
bool sgui_timeline(const char *id, double *time, double length, double loop_start, double loop_end, float height,
                   const double *actions, int action_count, const double *cues, int cue_count, float label_width,
                   SGUIRuler ruler, const SGUIMarker *markers, int marker_count);
/// Right after `sgui_timeline`: a right click on one of the markers at `times` (within 8 points) opens
/// its menu, offering `labels[i]`; returns the index of the marker whose entry was chosen, else -1.
int sgui_timeline_marker_menu(const double *times, const char *const *labels, int count);
/// The time axis the last `sgui_timeline` drew: seconds `start` to `start + span` over `width` window
/// points from x `x` (its zoom included).
void sgui_timeline_view(double *start, double *span, float *x, float *width);
/// A drag on a track row's bar (sgui_track_row): which part was grabbed and how far it moved.
typedef struct SGUITrackDrag {
    /// 0: no drag; 1: the bar's body (its begin); 2: the first pass's right end (its duration); 3: a
    /// keyframe mark (its key time).
    int edge;
    /// The scene seconds of the grabbed mark when the button went down (edge 3).
    double mark;
    /// Scene seconds the pointer moved along the axis since the button went down.
    double seconds;
    /// The button went up this frame: the drag's last report.
    bool released;
} SGUITrackDrag;

/// One row of the timeline's tracks, `height` high: `label` in the label column left of the last scrub
/// track's time axis (indented by `depth`, cut at the column's edge, `detail` as the tooltip of the
/// column; elided in the middle when it does not fit), the row of `kind` on the axis (scene seconds).
/// An animation's active interval [`begin`, `end`) (end may be infinite) is drawn in passes of `pass`
/// seconds (the backward ones of an `autoreverses` animation in another colour, pass boundaries as
/// ticks), its fills as thin bars over [`backwards_from`, begin) and [end, `forwards_to`) (a negative
/// `backwards_from` or `forwards_to` below `end`: none), its keyframes as dots at `marks` (scene
/// seconds), and the playhead at `time`. `selected` highlights the row. When `drag` is not null the bar
/// can be dragged: its first pass's right end (a handle, a resize cursor over it), a keyframe mark (a
/// hand cursor over it), or its body; `*drag`
/// says what is being dragged and how far, `tip` (when not null) is shown beside the pointer meanwhile.
/// Returns true when the row is clicked (pressed and released without moving).
bool sgui_track_row(const char *label, const char *detail, SGUITrackKind kind, int depth, double begin, double end,
                    double pass, bool autoreverses, double backwards_from, double forwards_to, const double *marks,
                    int mark_count, double time, float height, bool selected, SGUITrackDrag *drag, const char *tip);
/// A handle at the right edge of a column `*width` points wide from the line's start, `height` high (the
/// tracks' labels, beside the ruler), dragged sideways to resize it within `min`...`max`; true while
/// dragged. The cursor stays where it was.
bool sgui_column_handle(const char *id, float *width, float height, float min, float max);
/// Whether Shift is held (a drag then moves freely instead of snapping).
bool sgui_shift_down(void);
/// A plot `height` high and as wide as the panel of `samples` values of `components` components each
/// (`values[s * components + c]`, non-finite ones left out) taken evenly from `t0` to `t1` seconds: a line
/// per component, the range labelled (not when `scaled`: each line is already scaled to 0...1 over its
/// own range), dots at the `mark_count` keyframes (`mark_times` s, on line `mark_lines` at `mark_values`),
/// and the playhead at `time`.
void sgui_value_plot(const char *id, const double *values, int samples, int components, double t0, double t1,
                     double time, float height, bool scaled, const double *mark_times, const double *mark_values,
                     const int *mark_lines, int mark_count);
/// A child region `height` high (0: the rest of the panel) that scrolls vertically; end it with
/// sgui_end_child.
void sgui_begin_child(const char *id, float height);
void sgui_end_child(void);
/// A region `height` high (0: the rest of the panel) that scrolls vertically on its own, with the panel's
/// spacing (for a panel sharing the column with another); end it with sgui_end_region.
void sgui_begin_region(const char *id, float height);
void sgui_end_region(void);
/// In a scrolling region of `count` rows `stride` apart (spacing included): the rows in view,
/// [`*first`, `*last`), with the cursor moved to the first; draw them, then call sgui_rows_end, which
/// keeps the room of the rows after them (only the rows in view cost anything).
void sgui_visible_rows(float stride, int count, int *first, int *last);
void sgui_rows_end(float stride, int count, int last);

/// Paints the viewport (x, y, w, h) around the hole (hx, hy, hw, hh) where the scene is, behind every panel.
void sgui_backdrop(float x, float y, float w, float h, float hx, float hy, float hw, float hh, SGUIBackdrop kind);

#ifdef __cplusplus
}
#endif

#endif
