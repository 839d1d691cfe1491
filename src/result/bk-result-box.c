/* bk-result-box.c: the result view's column, which puts the answer beside its chart when wide
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A vertical box, until it is wide enough for two columns: then the children before the side
 * child (the verdict and the key figures) stack in the first column, the side child (the chart)
 * fills the second one as high as the first, and the children after it run across both below.
 * So the answer and its curve share the first screen of a wide window. With side-first set, a
 * single column shows the side child right after the first child, so that the verdict and the
 * chart stay in view beside an open inputs pane.
 */

#define G_LOG_DOMAIN "bk-result-box"

#include "config.h"

#include "bk-result-box.h"

/* Below this width each column would be too narrow for the key figures or for the chart. */
#define COLUMNS_MIN_WIDTH 700
/* The first column's share of the width; the chart gets the rest. */
#define START_SHARE 0.42

struct _BkResultBox
{
  GtkWidget  parent_instance;

  GtkWidget *side;
  int        spacing;
  gboolean   side_first;
  gboolean   columns;
};

enum {
  PROP_0,
  PROP_SPACING,
  PROP_SIDE,
  PROP_SIDE_FIRST,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkResultBox, bk_result_box, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static gboolean
side_shown (BkResultBox *self)
{
  return self->side != NULL
         && gtk_widget_get_parent (self->side) == GTK_WIDGET (self)
         && gtk_widget_should_layout (self->side);
}

/* Whether @width has room for two columns, and if so their widths. */
static gboolean
split (BkResultBox *self,
       int          width,
       int         *start_width,
       int         *end_width)
{
  int start_min = 0, side_min = 0, start;

  if (width < COLUMNS_MIN_WIDTH || !side_shown (self))
    return FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
       child != self->side;
       child = gtk_widget_get_next_sibling (child))
    {
      int min;

      if (!gtk_widget_should_layout (child))
        continue;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      start_min = MAX (start_min, min);
    }
  gtk_widget_measure (self->side, GTK_ORIENTATION_HORIZONTAL, -1, &side_min, NULL, NULL, NULL);

  start = MAX ((int) ((width - self->spacing) * START_SHARE), start_min);
  if (width - self->spacing - start < side_min)
    return FALSE;

  *start_width = start;
  *end_width = width - self->spacing - start;
  return TRUE;
}

/* Adds the heights of the shown children from @first up to @last (excluded) at @width, with the
 * spacing between them. */
static void
add_heights (BkResultBox *self,
             GtkWidget   *first,
             GtkWidget   *last,
             int          width,
             int         *minimum,
             int         *natural)
{
  gboolean any = FALSE;

  for (GtkWidget *child = first; child != last; child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (!gtk_widget_should_layout (child))
        continue;

      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
      *minimum += min + (any ? self->spacing : 0);
      *natural += nat + (any ? self->spacing : 0);
      any = TRUE;
    }
}

static void
bk_result_box_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  BkResultBox *self = BK_RESULT_BOX (widget);
  GtkWidget *first = gtk_widget_get_first_child (widget);
  int start_width, end_width;

  *minimum = *natural = 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As narrow as one column can be. */
      for (GtkWidget *child = first; child != NULL; child = gtk_widget_get_next_sibling (child))
        {
          int min, nat;

          if (!gtk_widget_should_layout (child))
            continue;

          gtk_widget_measure (child, orientation, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
      return;
    }

  if (for_size >= 0 && split (self, for_size, &start_width, &end_width))
    {
      GtkWidget *after = gtk_widget_get_next_sibling (self->side);
      int start_min = 0, start_nat = 0, side_min, side_nat, rest_min = 0, rest_nat = 0;

      add_heights (self, first, self->side, start_width, &start_min, &start_nat);
      gtk_widget_measure (self->side, orientation, end_width, &side_min, &side_nat, NULL, NULL);
      add_heights (self, after, NULL, for_size, &rest_min, &rest_nat);

      *minimum = MAX (start_min, side_min) + (rest_min > 0 ? self->spacing + rest_min : 0);
      *natural = MAX (start_nat, side_nat) + (rest_nat > 0 ? self->spacing + rest_nat : 0);
      return;
    }

  add_heights (self, first, NULL, for_size, minimum, natural);
}

static int
child_height (GtkWidget *child,
              int        width,
              gboolean   use_natural)
{
  int min, nat;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);

  return use_natural ? nat : min;
}

/* Stacks @child at @y and returns where the next one goes. */
static int
place (BkResultBox *self,
       GtkWidget   *child,
       int          x,
       int          y,
       int          width,
       gboolean     use_natural)
{
  int height = child_height (child, width, use_natural);

  gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, width, height }, -1);

  return y + height + self->spacing;
}

static void
allocate_columns (BkResultBox *self,
                  int          width,
                  int          start_width,
                  int          end_width,
                  gboolean     use_natural)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int start_x = rtl ? width - start_width : 0;
  int side_x = rtl ? 0 : start_width + self->spacing;
  int y = 0, top;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != self->side;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      y = place (self, child, start_x, y, start_width, use_natural);

  /* The chart is as high as the column beside it, or higher if it must be. */
  top = MAX (y - self->spacing, child_height (self->side, end_width, use_natural));
  gtk_widget_size_allocate (self->side, &(GtkAllocation) { side_x, 0, end_width, top }, -1);

  y = top + self->spacing;
  for (GtkWidget *child = gtk_widget_get_next_sibling (self->side); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      y = place (self, child, 0, y, width, use_natural);
}

static void
allocate_column (BkResultBox *self,
                 int          width,
                 gboolean     use_natural)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkWidget *side = self->side_first && side_shown (self) ? self->side : NULL;
  gboolean side_placed = side == NULL;
  int y = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (child == side || !gtk_widget_should_layout (child))
        continue;

      y = place (self, child, 0, y, width, use_natural);

      if (!side_placed)
        {
          y = place (self, side, 0, y, width, use_natural);
          side_placed = TRUE;
        }
    }

  if (!side_placed)
    place (self, side, 0, y, width, use_natural);
}

static void
bk_result_box_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  BkResultBox *self = BK_RESULT_BOX (widget);
  int start_width, end_width, minimum, natural;

  /* Natural heights, unless the box got less than that. */
  bk_result_box_measure (widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);

  self->columns = split (self, width, &start_width, &end_width);
  if (self->columns)
    allocate_columns (self, width, start_width, end_width, height >= natural);
  else
    allocate_column (self, width, height >= natural);
}

static GtkSizeRequestMode
bk_result_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* A chart that grows to the height of its column must not make the whole page grow. */
static void
bk_result_box_compute_expand (GtkWidget *widget,
                              gboolean  *hexpand,
                              gboolean  *vexpand)
{
  *hexpand = FALSE;
  *vexpand = FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    *hexpand = *hexpand || gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL);
}

static void
bk_result_box_dispose (GObject *object)
{
  BkResultBox *self = BK_RESULT_BOX (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->side);

  G_OBJECT_CLASS (bk_result_box_parent_class)->dispose (object);
}

static void
bk_result_box_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BkResultBox *self = BK_RESULT_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;

    case PROP_SIDE:
      g_value_set_object (value, self->side);
      break;

    case PROP_SIDE_FIRST:
      g_value_set_boolean (value, self->side_first);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_result_box_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  BkResultBox *self = BK_RESULT_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      bk_result_box_set_spacing (self, g_value_get_int (value));
      break;

    case PROP_SIDE:
      bk_result_box_set_side (self, g_value_get_object (value));
      break;

    case PROP_SIDE_FIRST:
      bk_result_box_set_side_first (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_result_box_class_init (BkResultBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_result_box_dispose;
  object_class->get_property = bk_result_box_get_property;
  object_class->set_property = bk_result_box_set_property;

  widget_class->measure = bk_result_box_measure;
  widget_class->size_allocate = bk_result_box_size_allocate;
  widget_class->get_request_mode = bk_result_box_get_request_mode;
  widget_class->compute_expand = bk_result_box_compute_expand;

  /* Between the children, and between the columns. */
  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The child that goes into the second column; the ones before it go into the first. */
  properties[PROP_SIDE] =
    g_param_spec_object ("side", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* In one column, the side child comes right after the first child. */
  properties[PROP_SIDE_FIRST] =
    g_param_spec_boolean ("side-first", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "box");
}

static void
bk_result_box_init (BkResultBox *self)
{
}

/* Public API */

GtkWidget *
bk_result_box_new (void)
{
  return g_object_new (BK_TYPE_RESULT_BOX, NULL);
}

int
bk_result_box_get_spacing (BkResultBox *self)
{
  g_return_val_if_fail (BK_IS_RESULT_BOX (self), 0);

  return self->spacing;
}

void
bk_result_box_set_spacing (BkResultBox *self,
                           int          spacing)
{
  g_return_if_fail (BK_IS_RESULT_BOX (self));
  g_return_if_fail (spacing >= 0);

  if (self->spacing == spacing)
    return;

  self->spacing = spacing;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPACING]);
}

/* Returns: (transfer none) (nullable): the child that goes into the second column */
GtkWidget *
bk_result_box_get_side (BkResultBox *self)
{
  g_return_val_if_fail (BK_IS_RESULT_BOX (self), NULL);

  return self->side;
}

/**
 * bk_result_box_set_side:
 * @side: (nullable): a child of the box, or %NULL for one column at every width
 */
void
bk_result_box_set_side (BkResultBox *self,
                        GtkWidget   *side)
{
  g_return_if_fail (BK_IS_RESULT_BOX (self));
  g_return_if_fail (side == NULL || GTK_IS_WIDGET (side));

  if (!g_set_object (&self->side, side))
    return;

  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

gboolean
bk_result_box_get_side_first (BkResultBox *self)
{
  g_return_val_if_fail (BK_IS_RESULT_BOX (self), FALSE);

  return self->side_first;
}

void
bk_result_box_set_side_first (BkResultBox *self,
                              gboolean     side_first)
{
  g_return_if_fail (BK_IS_RESULT_BOX (self));

  side_first = !!side_first;
  if (self->side_first == side_first)
    return;

  self->side_first = side_first;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_FIRST]);
}

/* Returns: whether the box was last laid out in two columns */
gboolean
bk_result_box_get_columns (BkResultBox *self)
{
  g_return_val_if_fail (BK_IS_RESULT_BOX (self), FALSE);

  return self->columns;
}
